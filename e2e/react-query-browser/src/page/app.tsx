// A small React page built only with the generated hooks. The browser test renders it and
// clicks its buttons; the server counts what each click caused.
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { ZooClient } from '@acme/zoo-sdk';
import { ZooClientProvider, ZooHooks } from '@acme/zoo-sdk/react-query';

function AnimalList() {
  const query = ZooHooks.animals.list.useQuery({ limit: 10 });
  if (query.isPending) return <p data-testid="animals-loading">Loading animals</p>;
  if (query.isError) return <p data-testid="animals-error">{query.error.message}</p>;
  return (
    <ul data-testid="animals">
      {query.data.data.map((animal) => (
        <li key={animal.animalId}>{animal.displayName}</li>
      ))}
    </ul>
  );
}

function AnimalCount() {
  // `select` narrows the cached response; the key stays the endpoint's.
  const query = ZooHooks.animals.count.useQuery({ select: (count) => count.total });
  return <p data-testid="count">{query.data === undefined ? '…' : `${query.data} animals`}</p>;
}

function FirstAnimal() {
  const query = ZooHooks.animals.get.useQuery({ animalId: 'a1' });
  return <p data-testid="first">{query.data?.displayName ?? '…'}</p>;
}

function Stores() {
  const { data } = ZooHooks.stores.list.useSuspenseQuery();
  return <p data-testid="stores">{data.map((store) => store.city).join(', ')}</p>;
}

function PagedAnimals() {
  const query = ZooHooks.animals.list.useInfiniteQuery({ limit: 2 });
  const names = query.data?.pages.flatMap((page) => page.data.map((animal) => animal.displayName)) ?? [];
  return (
    <div>
      <p data-testid="paged">{names.join(', ')}</p>
      <button
        data-testid="more"
        disabled={!query.hasNextPage || query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        More
      </button>
    </div>
  );
}

function Controls() {
  const queryClient = useQueryClient();
  const create = ZooHooks.animals.create.useMutation({
    onSuccess: () => ZooHooks.animals.list.invalidate(queryClient, { limit: 10 }),
  });
  return (
    <div>
      <button data-testid="add" onClick={() => create.mutate({ displayName: 'Dot' })}>
        Add Dot
      </button>
      <span data-testid="created">{create.data?.animalId ?? ''}</span>
      <button data-testid="refresh-animals" onClick={() => void ZooHooks.animals.invalidate(queryClient)}>
        Refresh animals
      </button>
      <button data-testid="refresh-all" onClick={() => void ZooHooks.invalidate(queryClient)}>
        Refresh everything
      </button>
    </div>
  );
}

const queryClient = new QueryClient({
  // Refetches happen only when the page asks, so the server's counts are exact.
  defaultOptions: { queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false } },
});
const client = new ZooClient({ baseUrl: `${window.location.origin}/api`, maxRetries: 0 });

createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={queryClient}>
    <ZooClientProvider client={client}>
      <AnimalList />
      <AnimalCount />
      <FirstAnimal />
      <Suspense fallback={<p data-testid="stores-loading">Loading stores</p>}>
        <Stores />
      </Suspense>
      <PagedAnimals />
      <Controls />
    </ZooClientProvider>
  </QueryClientProvider>,
);
