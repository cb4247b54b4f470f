import { useQuery } from '@tanstack/react-query';
import { api } from '@vendure/dashboard';
import { graphql } from '../../../dashboard-kit/graphql';

/** Every field the Dashboard's asset picker shows of a picture. */
export const pictureFields = graphql(`
  fragment TheatrePicture on Asset {
    id name preview source type mimeType fileSize width height focalPoint { x y } createdAt updatedAt
  }
`);

const choices = graphql(`
  query TheatreChoices {
    plays(options: { take: 500, sort: { title: ASC } }) { items { id title } }
    actors(options: { take: 500, sort: { name: ASC } }) { items { id name } }
    stages(options: { take: 100, sort: { name: ASC } }) { items { id name } }
  }
`);

/** The plays, actors and stages a form can choose from, named in the content language. */
export function useTheatreChoices() {
  const { data } = useQuery({ queryKey: ['theatre-choices'], queryFn: () => api.query(choices, {}) });
  return {
    plays: (data?.plays.items ?? []).map((p) => ({ id: p.id, name: p.title })),
    actors: data?.actors.items ?? [],
    stages: data?.stages.items ?? [],
  };
}
