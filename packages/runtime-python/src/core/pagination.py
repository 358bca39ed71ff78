"""Paginated endpoints: iterate every item, or every page."""

from __future__ import annotations

import typing

T = typing.TypeVar("T")


def pick(value: typing.Any, *path: str) -> typing.Any:
    """The attribute at ``path`` below ``value``; ``None`` when any step is missing."""
    for name in path:
        if value is None:
            return None
        value = getattr(value, name, None)
    return value


class SyncPager(typing.Generic[T]):
    """
    One page of a paginated endpoint. Iterating it yields every item of this page and of the
    pages after it, loading each page when it is reached; ``iter_pages()`` yields the pages.

    Example::

        for pet in client.pets.list(limit=10):
            print(pet.name)
    """

    def __init__(
        self,
        *,
        items: typing.Sequence[T],
        response: typing.Any,
        has_next: bool,
        get_next: typing.Optional[typing.Callable[[], "SyncPager[T]"]],
    ) -> None:
        self.items: typing.List[T] = list(items)
        self.response = response
        """The parsed body of this page."""
        self.has_next = has_next and get_next is not None
        self._get_next = get_next

    def next_page(self) -> typing.Optional["SyncPager[T]"]:
        """The page after this one, or ``None`` on the last page."""
        if not self.has_next or self._get_next is None:
            return None
        return self._get_next()

    def iter_pages(self) -> typing.Iterator["SyncPager[T]"]:
        page: typing.Optional[SyncPager[T]] = self
        while page is not None:
            yield page
            page = page.next_page()

    def __iter__(self) -> typing.Iterator[T]:
        for page in self.iter_pages():
            yield from page.items


class AsyncPager(typing.Generic[T]):
    """The async form of ``SyncPager``: ``async for`` yields every item; ``iter_pages()`` every page."""

    def __init__(
        self,
        *,
        items: typing.Sequence[T],
        response: typing.Any,
        has_next: bool,
        get_next: typing.Optional[typing.Callable[[], typing.Awaitable["AsyncPager[T]"]]],
    ) -> None:
        self.items: typing.List[T] = list(items)
        self.response = response
        self.has_next = has_next and get_next is not None
        self._get_next = get_next

    async def next_page(self) -> typing.Optional["AsyncPager[T]"]:
        if not self.has_next or self._get_next is None:
            return None
        return await self._get_next()

    async def iter_pages(self) -> typing.AsyncIterator["AsyncPager[T]"]:
        page: typing.Optional[AsyncPager[T]] = self
        while page is not None:
            yield page
            page = await page.next_page()

    async def __aiter__(self) -> typing.AsyncIterator[T]:
        async for page in self.iter_pages():
            for item in page.items:
                yield item
