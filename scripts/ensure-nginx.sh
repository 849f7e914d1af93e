#!/usr/bin/env bash
# The multi-instance test puts Debian's nginx in front of three api instances (run as the test's
# own process with its own prefix, never the system service).
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then exit 0; fi
echo "Installing Debian nginx for the multi-instance test..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends nginx >/dev/null
