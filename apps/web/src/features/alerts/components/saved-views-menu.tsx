import { DownOutlined, StarFilled } from '@ant-design/icons';
import {
  FAIR_METHOD_PARAM,
  isFairPriceMethod,
  sameViewQuery,
} from '@overlay/domain';
import type { FairPriceMethod } from '@overlay/domain';
import { Button, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-error';
import { lazyComponent } from '../../../lib/lazy-component';
import { useSavedViewsQuery, useSaveViewMutation } from '../api/alerts.api';

// Both dialogs open on a click: chunks of their own, off the dashboard's first load.
const SaveViewDialog = lazyComponent(() =>
  import('./save-view-dialog').then((m) => m.SaveViewDialog),
);
const ManageViewsDialog = lazyComponent(() =>
  import('./manage-views-dialog').then((m) => m.ManageViewsDialog),
);
const AlertMeDialog = lazyComponent(() =>
  import('./alert-me-dialog').then((m) => m.AlertMeDialog),
);

/**
 * The dashboard header's saved views (docs/product.md §10): open one (its filters become the
 * address), save the current filters as a view, manage them. When the dashboard opens with no
 * filters in its address, the default view is opened in its place (so it is what sign-in shows).
 * A view is saved with the fair-price method the dashboard is valued with: the address's
 * `fair_method` override when it has one, else `settingsFairMethod`, the user's setting (so an
 * alert rule on the view keeps the prices the view was saved with).
 */
/** A view's dashboard address: its filters, and its fair-price method when it keeps one. */
function addressOf(view: {
  query: string;
  fairMethod: FairPriceMethod | null;
}): URLSearchParams {
  const address = new URLSearchParams(view.query);
  if (view.fairMethod !== null) address.set(FAIR_METHOD_PARAM, view.fairMethod);
  return address;
}

export function SavedViewsMenu({
  settingsFairMethod = null,
}: {
  settingsFairMethod?: FairPriceMethod | null;
}) {
  const [params, setParams] = useSearchParams();
  const { data: views = [] } = useSavedViewsQuery();
  const [saveView, saving] = useSaveViewMutation();
  const toast = useToast();
  const [naming, setNaming] = useState(false);
  // Mounted from the first open on, so closing keeps the dialog's exit animation.
  const [namingOpened, setNamingOpened] = useState(false);
  const [managing, setManaging] = useState(false);
  const [alerting, setAlerting] = useState(false);
  const [name, setName] = useState('');
  const applied = useRef(false);
  const filters = new URLSearchParams(params);
  filters.delete(FAIR_METHOD_PARAM);
  const address = filters.toString();
  const override = params.get(FAIR_METHOD_PARAM);
  const fairMethod = isFairPriceMethod(override)
    ? override
    : settingsFairMethod;

  useEffect(() => {
    if (applied.current || views.length === 0) return;
    applied.current = true;
    const preferred = views.find((v) => v.isDefault);
    if (
      preferred &&
      address === '' &&
      (preferred.query !== '' || preferred.fairMethod !== null)
    )
      setParams(addressOf(preferred), { replace: true });
  }, [views, address, setParams]);

  // The same filters whatever their order, case or spelled-out defaults (`codes=HR,TB` is `TB,HR`).
  const current = views.find((v) => sameViewQuery(v.query, address));
  const items: MenuProps['items'] = [
    ...views.map((v) => ({
      key: v.id,
      label: v.name,
      icon: v.isDefault ? <StarFilled aria-label="Default view" /> : undefined,
    })),
    ...(views.length > 0 ? [{ type: 'divider' as const }] : []),
    { key: 'alert', label: 'Alert me on these filters…' },
    { key: 'save', label: 'Save current filters as view…' },
    { key: 'manage', label: 'Manage views…', disabled: views.length === 0 },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'alert') setAlerting(true);
    else if (key === 'save') {
      setName('');
      setNaming(true);
      setNamingOpened(true);
    } else if (key === 'manage') setManaging(true);
    else {
      const view = views.find((v) => v.id === key);
      if (view) setParams(addressOf(view));
    }
  };
  const submit = async () => {
    try {
      await saveView({
        name: name.trim(),
        query: address,
        fairMethod,
      }).unwrap();
      setNaming(false);
      toast({ title: 'Saved', description: `View '${name.trim()}' saved` });
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to save view'),
        variant: 'destructive',
      });
    }
  };
  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        <Button data-testid="saved-views">
          {current ? current.name : 'Views'} <DownOutlined />
        </Button>
      </Dropdown>
      {namingOpened && (
        <Suspense fallback={null}>
          <SaveViewDialog
            open={naming}
            name={name}
            saving={saving.isLoading}
            onNameChange={setName}
            onSubmit={() => void submit()}
            onCancel={() => setNaming(false)}
          />
        </Suspense>
      )}
      {alerting && (
        <Suspense fallback={null}>
          <AlertMeDialog
            query={address}
            fairMethod={fairMethod}
            onClose={() => setAlerting(false)}
          />
        </Suspense>
      )}
      {managing && (
        <Suspense fallback={null}>
          <ManageViewsDialog views={views} onClose={() => setManaging(false)} />
        </Suspense>
      )}
    </>
  );
}
