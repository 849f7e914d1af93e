export { BackupError } from './backup-format';
export type { BackupSummary } from './backup-format';
export { restoreBackup } from './restore-backup';
export { writeBackup } from './write-backup';
