import { Stack } from '@mantine/core';
import { data, useParams, type LoaderFunctionArgs } from 'react-router';
import { getSeasonSummaryQueryOptions, type SeasonSummary } from '@/features/season-summary/api/get-season-summary';
import { SeasonSummaryScreen } from '@/features/season-summary/components/season-summary';
import { RaceRulesView } from '@/features/seasons/components/race-rules';
import { RulesText } from '@/features/seasons/components/rules-text';
import { queryClient } from '@/lib/react-query';
import { idParam } from './params';

/** The summary is the loft's: a season of another loft under this loft's address is a 404. */
export async function loader({ params }: LoaderFunctionArgs) {
  const summary = await queryClient.ensureQueryData(getSeasonSummaryQueryOptions(idParam(params.seasonid)));
  if (summary.loft.id !== idParam(params.id)) throw data(null, { status: 404 });
  return null;
}

/** The rules the season's races were flown under: the written race rules and the loft's own text. */
function rules(summary: SeasonSummary) {
  return (
    <Stack gap="lg">
      <RaceRulesView rules={summary.rules} />
      <RulesText text={summary.rules_text} />
    </Stack>
  );
}

/** `/lofts/{id}/seasons/{seasonId}/summary`: a season's archive page (public; a draft or an unknown season is a 404). */
export function Component() {
  const id = idParam(useParams().seasonid);
  return <SeasonSummaryScreen key={id} id={id} renderRules={rules} />;
}
