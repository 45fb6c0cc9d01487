import { CONSOLIDATED_TEXT as T } from '@clinic/domain';
import { Tabs } from '@mantine/core';
import { IconChartPie, IconSpeakerphone } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';

import { HeaderLink, PageHeader } from '../../components/page-header';
import { ReportsAccess } from '../../components/reports-access';
import { ConsolidatedReportsList } from './consolidated-reports-list';

type Tab = 'saved' | 'requests';

/**
 * /reports: the saved consolidated reports, and the report requests per ad account (tab kept in the
 * URL). The requests tab is the report-requests feature's panel, handed in where the screens are
 * put together (shell/signed-in-screens.ts), so neither feature folder imports the other.
 */
export function ReportsPage({ RequestsPanel }: { RequestsPanel: ComponentType }) {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'requests' ? 'requests' : 'saved';
  const choose = (value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'requests') next.set('tab', 'requests');
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );

  return (
    <ReportsAccess title={T.reportsTitle}>
      <PageHeader
        title={T.reportsTitle}
        description={T.reportsSubtitle}
        actions={
          <>
            <HeaderLink to="/reports/accounts" icon={IconSpeakerphone}>{T.accountsLink}</HeaderLink>
            <HeaderLink to="/consolidated-analysis" icon={IconChartPie} variant="filled">{T.newAnalysis}</HeaderLink>
          </>
        }
      />
      <Tabs value={tab} onChange={choose} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="saved">
            {T.savedTab}
          </Tabs.Tab>
          <Tabs.Tab value="requests">
            {T.requestsTab}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="saved">
          <ConsolidatedReportsList />
        </Tabs.Panel>
        <Tabs.Panel value="requests">
          <RequestsPanel />
        </Tabs.Panel>
      </Tabs>
    </ReportsAccess>
  );
}
