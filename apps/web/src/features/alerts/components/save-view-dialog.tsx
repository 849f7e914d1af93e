import { Input, Modal } from 'antd';

/**
 * Names the current filters as a saved view (docs/product.md §10). A chunk of its own, loaded on
 * the first "Save current filters as view…": the dashboard's first load carries no dialog.
 */
export function SaveViewDialog({
  open,
  name,
  saving,
  onNameChange,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  name: string;
  saving: boolean;
  onNameChange: (name: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      title="Save view"
      open={open}
      okText="Save"
      onOk={onSubmit}
      confirmLoading={saving}
      okButtonProps={{ disabled: name.trim() === '' }}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Input
        aria-label="View name"
        placeholder="View name"
        maxLength={60}
        value={name}
        onChange={(e) => onNameChange(e.target.value)}
        onPressEnter={onSubmit}
        autoFocus
      />
    </Modal>
  );
}
