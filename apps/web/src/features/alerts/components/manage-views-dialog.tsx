import type { SavedViewJson } from '@overlay/contracts';
import { describeViewQuery } from '@overlay/domain';
import {
  Alert,
  Button,
  Flex,
  Input,
  List,
  Modal,
  Popconfirm,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-error';
import {
  useDeleteViewMutation,
  useUpdateViewMutation,
} from '../api/alerts.api';

/** The dashboard address of a view, to share by link (anyone signed in can open it). */
function viewLink(
  view: Pick<SavedViewJson, 'query'>,
  origin = window.location.origin,
): string {
  return `${origin}/${view.query === '' ? '' : `?${view.query}`}`;
}

/** A view's filters in words (a view made from the dashboard's filters is named by them: said once). */
const wordsOf = (view: Pick<SavedViewJson, 'query'>) =>
  describeViewQuery(view.query).join(' · ');

/** One view's new name being typed, and what the server said of the last try. */
interface Renaming {
  id: string;
  name: string;
  error: string | null;
}

/**
 * Rename, delete, make default, copy link (docs/product.md §10 "Saved views"). Each view shows
 * its filters in words; a rename the server refuses keeps what was typed, with the reason under it.
 */
export function ManageViewsDialog({
  views,
  onClose,
}: {
  views: readonly SavedViewJson[];
  onClose: () => void;
}) {
  const [updateView, updating] = useUpdateViewMutation();
  const [deleteView] = useDeleteViewMutation();
  const [renaming, setRenaming] = useState<Renaming | null>(null);
  const toast = useToast();
  /** Runs a change; true when it went through (a failure is told in a toast). */
  const run = async (
    action: () => Promise<unknown>,
    done: string,
  ): Promise<boolean> => {
    try {
      await action();
      toast({ title: 'Saved', description: done });
      return true;
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to update view'),
        variant: 'destructive',
      });
      return false;
    }
  };
  const rename = async (current: Renaming) => {
    try {
      await updateView({ id: current.id, name: current.name.trim() }).unwrap();
      setRenaming(null);
      toast({ title: 'Saved', description: 'View renamed' });
    } catch (error) {
      setRenaming({
        ...current,
        error: serverMessage(error, 'Failed to rename the view'),
      });
    }
  };
  return (
    <Modal
      title="Saved views"
      open
      onCancel={onClose}
      footer={null}
      width={640}
    >
      <section aria-label="Saved views">
        <List
          dataSource={[...views]}
          renderItem={(view) => (
            <List.Item style={{ display: 'block' }}>
              <Flex vertical gap={6} style={{ minWidth: 0 }}>
                {renaming?.id === view.id ? (
                  <Flex vertical gap={6}>
                    <Flex gap={8} wrap>
                      <Input
                        aria-label="New view name"
                        maxLength={60}
                        value={renaming.name}
                        status={renaming.error ? 'error' : undefined}
                        style={{ flex: '1 1 180px', minWidth: 0 }}
                        onChange={(e) =>
                          setRenaming({ ...renaming, name: e.target.value })
                        }
                        onPressEnter={() => void rename(renaming)}
                        autoFocus
                      />
                      <Button
                        type="primary"
                        loading={updating.isLoading}
                        onClick={() => void rename(renaming)}
                      >
                        Save name
                      </Button>
                      <Button onClick={() => setRenaming(null)}>Cancel</Button>
                    </Flex>
                    {renaming.error ? (
                      <Alert type="error" title={renaming.error} />
                    ) : null}
                  </Flex>
                ) : (
                  <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                    {view.name}{' '}
                    {view.isDefault && <Tag color="gold">Default</Tag>}
                  </Typography.Text>
                )}
                {wordsOf(view).toLowerCase() !== view.name.toLowerCase() ? (
                  <Typography.Text
                    type="secondary"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {wordsOf(view)}
                  </Typography.Text>
                ) : null}
                <Flex gap={8} wrap>
                  <Button
                    size="small"
                    disabled={view.isDefault}
                    onClick={() =>
                      void run(
                        () =>
                          updateView({ id: view.id, isDefault: true }).unwrap(),
                        `'${view.name}' opens on sign-in`,
                      )
                    }
                  >
                    Make default
                  </Button>
                  <Button
                    size="small"
                    onClick={() =>
                      setRenaming({ id: view.id, name: view.name, error: null })
                    }
                    aria-label={`Rename '${view.name}'`}
                  >
                    Rename
                  </Button>
                  <Button
                    size="small"
                    onClick={() =>
                      void run(
                        () => navigator.clipboard.writeText(viewLink(view)),
                        'Link copied',
                      )
                    }
                  >
                    Copy link
                  </Button>
                  <Popconfirm
                    title={`Delete '${view.name}'? Its alert rules go too.`}
                    okText="Delete"
                    okButtonProps={{ danger: true }}
                    onConfirm={() =>
                      void run(
                        () => deleteView(view.id).unwrap(),
                        `'${view.name}' deleted`,
                      )
                    }
                  >
                    <Button
                      size="small"
                      danger
                      aria-label={`Delete '${view.name}'`}
                    >
                      Delete
                    </Button>
                  </Popconfirm>
                </Flex>
              </Flex>
            </List.Item>
          )}
        />
      </section>
    </Modal>
  );
}
