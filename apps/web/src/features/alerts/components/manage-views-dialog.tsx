import type { SavedViewJson } from '@overlay/contracts';
import { Button, Flex, Input, List, Modal, Popconfirm, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-error';
import { useDeleteViewMutation, useUpdateViewMutation } from '../api/alerts.api';

/** The dashboard address of a view, to share by link (anyone signed in can open it). */
function viewLink(view: Pick<SavedViewJson, 'query'>, origin = window.location.origin): string {
  return `${origin}/${view.query === '' ? '' : `?${view.query}`}`;
}

/** Rename, delete, make default, copy link (docs/product.md §10 "Saved views"). */
export function ManageViewsDialog({ views, onClose }: { views: readonly SavedViewJson[]; onClose: () => void }) {
  const [updateView] = useUpdateViewMutation();
  const [deleteView] = useDeleteViewMutation();
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const toast = useToast();
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast({ title: 'Saved', description: done });
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error, 'Failed to update view'), variant: 'destructive' });
    }
  };
  return (
    <Modal title="Saved views" open onCancel={onClose} footer={null} width={640}>
      <List
        aria-label="Saved views"
        dataSource={[...views]}
        renderItem={(view) => (
          <List.Item
            actions={[
              <Button key="default" size="small" disabled={view.isDefault} onClick={() => void run(() => updateView({ id: view.id, isDefault: true }).unwrap(), `'${view.name}' opens on sign-in`)}>
                Make default
              </Button>,
              <Button key="rename" size="small" onClick={() => setRenaming({ id: view.id, name: view.name })}>
                Rename
              </Button>,
              <Button key="link" size="small" onClick={() => void run(() => navigator.clipboard.writeText(viewLink(view)), 'Link copied')}>
                Copy link
              </Button>,
              <Popconfirm key="delete" title={`Delete '${view.name}'? Its alert rules go too.`} onConfirm={() => void run(() => deleteView(view.id).unwrap(), `'${view.name}' deleted`)}>
                <Button size="small" danger>
                  Delete
                </Button>
              </Popconfirm>,
            ]}
          >
            {renaming?.id === view.id ? (
              <Flex gap={8}>
                <Input
                  aria-label="New view name"
                  maxLength={60}
                  value={renaming.name}
                  onChange={(e) => setRenaming({ id: view.id, name: e.target.value })}
                  onPressEnter={() => void run(() => updateView({ id: view.id, name: renaming.name.trim() }).unwrap(), 'View renamed').then(() => setRenaming(null))}
                />
              </Flex>
            ) : (
              <Flex vertical>
                <Typography.Text strong>
                  {view.name} {view.isDefault && <Tag color="gold">Default</Tag>}
                </Typography.Text>
                <Typography.Text type="secondary" ellipsis style={{ maxWidth: 320 }}>
                  {view.query === '' ? 'Default filters' : view.query}
                </Typography.Text>
              </Flex>
            )}
          </List.Item>
        )}
      />
    </Modal>
  );
}
