import { Tabs } from 'antd';
import { useState } from 'react';
import { CreatePromoForm } from './create-promo-form';
import { ExistingPromos } from './existing-promos';
import { MeasuredRetentionCard } from './measured-retention-card';

/** Refund Promos with its sub-tabs Create Promo and Existing Promos (docs/product.md §2). */
export function RefundPromos() {
  const [tab, setTab] = useState('create');
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      items={[
        {
          key: 'create',
          label: 'Create Promo',
          children: <CreatePromoForm onCreated={() => setTab('existing')} />,
        },
        {
          key: 'existing',
          label: 'Existing Promos',
          children: (
            <>
              <MeasuredRetentionCard />
              <ExistingPromos />
            </>
          ),
        },
      ]}
    />
  );
}
