import { Skeleton, Tabs } from '@mantine/core';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';

import oneRowTabs from '../../components/one-row-tabs.module.css';
import { headedScreen } from '../../components/require-permission';
import { IncidentsPanel } from './incidents-panel';
import { PRIVACY_SCREEN_TEXT as T } from './privacy.text';
import { RequestsPanel } from './requests-panel';

/** /privacy — the admin's LGPD desk: 'Solicitações' (holders' requests) and 'Incidentes' (art. 48). */
export const PrivacyPage = headedScreen('privacy:administer', { title: T.title, description: T.description, deniedText: T.deniedText }, PrivacyTabs);

function PrivacyTabs() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'incidentes' ? 'incidentes' : 'solicitacoes';
  const choose = (value: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === 'incidentes') next.set('tab', value);
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );
  return (
    <Tabs value={tab} onChange={choose} keepMounted={false} classNames={oneRowTabs}>
      <Tabs.List aria-label={T.tabsLabel} mb="md">
        <Tabs.Tab value="solicitacoes">{T.requestsTab}</Tabs.Tab>
        <Tabs.Tab value="incidentes">{T.incidentsTab}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="solicitacoes">
        <Suspense fallback={<Skeleton h={240} radius="md" />}>
          <RequestsPanel />
        </Suspense>
      </Tabs.Panel>
      <Tabs.Panel value="incidentes">
        <IncidentsPanel />
      </Tabs.Panel>
    </Tabs>
  );
}
