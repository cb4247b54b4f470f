import { graphql } from '~/graphql/graphql';
import { PerformanceFragment } from './theatre.graphql';

/** What the programme's filters offer: every play of the repertoire and every stage. */
export const GetProgrammeChoices = graphql(`
  query GetProgrammeChoices {
    plays(options: { take: 100 }) { items { id slug title } }
    stages(options: { take: 100 }) { items { id slug name } }
  }
`);

/** Upcoming performances, soonest first, narrowed by play, stage and start time. */
export const GetProgramme = graphql(
  `
  query GetProgramme($filter: PerformanceFilterParameter, $take: Int, $skip: Int) {
    performances(options: { filter: $filter, take: $take, skip: $skip }) {
      totalItems
      items {
        ...PerformanceItem
        play { id slug title summary durationMinutes author director }
      }
    }
  }
`,
  [PerformanceFragment],
);
