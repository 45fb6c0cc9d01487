import { ANALYSIS_TEXT as T } from '@clinic/domain';
import { ActionIcon, Badge, Button, Group, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';

import { TitledSection } from '../../components/titled-section';
import { trpc } from '../../lib/trpc';
import { useAddReportKeyword, useRemoveReportKeyword } from './use-campaign-analysis-mutations';

/** The keyword dictionary, for whoever works the reports: add or remove words; the analysis is refreshed after each change. */
export function AnalysisKeywordEditor() {
  const keywords = trpc.campaignAnalysis.listKeywords.useQuery();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddReportKeyword({
    onAdded: () => {
      setDraft('');
      setError(null);
    },
    onRefused: setError,
  });
  const remove = useRemoveReportKeyword();

  return (
    <TitledSection titleId="keyword-editor-title" title={T.keywordEditor} titleMb={0}>
      <Text c="dimmed" fz="sm" mb="sm">
        {T.keywordEditorHint}
      </Text>
      <Group gap={6} mb="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {keywords.data?.map((k) => (
          <Badge
            component="li"
            key={k.id}
            variant="light"
            color="gray"
            c="dark.6"
            tt="none"
            size="lg"
            pr={3}
            rightSection={
              <ActionIcon size="xs" variant="transparent" color="dark" aria-label={T.keywordRemove(k.keyword)} onClick={() => remove.mutate({ id: k.id })}>
                <IconX size={12} />
              </ActionIcon>
            }
          >
            {k.keyword}
          </Badge>
        ))}
      </Group>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (draft.trim()) add.mutate({ keyword: draft });
        }}
      >
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            label={T.keywordNew}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            error={error}
            maxLength={60}
            style={{ flex: 1, maxWidth: 360 }}
          />
          <Button type="submit" mt={25} leftSection={<IconPlus size={16} />} loading={add.isPending} disabled={!draft.trim()}>
            {T.keywordAdd}
          </Button>
        </Group>
      </form>
    </TitledSection>
  );
}
