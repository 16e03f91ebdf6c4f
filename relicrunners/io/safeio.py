"""Reading files that come from strangers (layouts, saves, scenario files): the defences the
loaders share, written once.

* ``read_limited``: regular files only (a FIFO, a device, a folder are refused at once; a FIFO
  is never opened in a way that could block), never more than a size limit.
* ``load_yaml`` / ``load_json``: safe YAML (duplicate keys refused) and JSON with nesting depth,
  entries after alias expansion ("billion laughs") and integers of more than ``MAX_INT_DIGITS``
  digits bounded (Python 3.11 refuses to convert very long ones), without recursion errors.
* ``check_name`` / ``clean_text``: player names without control characters; any text from a
  file made safe to print on a terminal or draw in the window (one line, no escapes).

Problems are ``RefusedFile`` / ``UnsafeInput``: one line without the file name, which each
loader puts in front in its own style.

This module holds the file reader and the YAML reader and is where the loaders import all of it
from; the JSON reader is in ``safejson``, the text checks in ``safetext``, and the limits on values
with ``UnsafeInput`` and ``LongInt`` in ``safelimits`` (re-exported here).
"""

from __future__ import annotations

import os
import stat
from typing import TYPE_CHECKING, Any, Protocol

import yaml

from .safejson import load_json
from .safelimits import MAX_DEPTH, MAX_INT_DIGITS, LongInt, UnsafeInput, int_digits, key_label, path_text, too_long
from .safetext import MAX_NAME_LENGTH, check_name, clean_text, short_repr

__all__ = [
    "LongInt",
    "MAX_DEPTH",
    "MAX_INT_DIGITS",
    "MAX_LAYOUT_BYTES",
    "MAX_NAME_LENGTH",
    "MAX_SAVE_BYTES",
    "MAX_SCENARIO_BYTES",
    "MAX_YAML_NODES",
    "RefusedFile",
    "UnsafeInput",
    "check_name",
    "clean_text",
    "load_json",
    "load_yaml",
    "read_limited",
    "short_repr",
    "size_text",
]

MB = 1024 * 1024
MAX_LAYOUT_BYTES = 1 * MB
MAX_SCENARIO_BYTES = 1 * MB
MAX_SAVE_BYTES = 10 * MB
MAX_YAML_NODES = 20_000  # entries after alias expansion; jungle.yaml has about 650
_CHUNK = 64 * 1024


# -- files ------------------------------------------------------------------------------------
class RefusedFile(Exception):
    """A file that is not read (missing, special, too large, unreadable); ``missing`` is True
    when it does not exist."""

    def __init__(self, what: str, missing: bool = False, reason: str = "unreadable", errno: int | None = None):
        super().__init__(what)
        self.missing = missing
        # what the window says, in the player's words (``relicrunners.text.problems``): missing,
        # folder, special, too_large or unreadable (then ``errno``, when the system gave one)
        self.reason = "missing" if missing else reason
        self.errno = errno


def size_text(n: int) -> str:
    """``1 MB``, ``2.5 MB``, ``300 KB``, ``12 bytes``."""
    if n >= MB:
        return f"{n / MB:.1f}".removesuffix(".0") + " MB"
    if n >= 1024:
        return f"{n / 1024:.1f}".removesuffix(".0") + " KB"
    return f"{n} byte{'' if n == 1 else 's'}"


def _check(st: os.stat_result, limit: int, noun: str) -> None:
    """Refuse what is not a regular file of at most ``limit`` bytes."""
    mode = st.st_mode
    if stat.S_ISDIR(mode):
        raise RefusedFile(f"is a folder, not a {noun}", reason="folder")
    if not stat.S_ISREG(mode):
        kind = (
            "a named pipe (FIFO)"
            if stat.S_ISFIFO(mode)
            else "a socket"
            if stat.S_ISSOCK(mode)
            else "a device"
            if stat.S_ISCHR(mode) or stat.S_ISBLK(mode)
            else "not a regular file"
        )
        raise RefusedFile(f"is {kind}, not a {noun}; it is not read", reason="special")
    if st.st_size > limit:
        raise RefusedFile(f"is larger than {size_text(limit)}, the most a {noun} may be", reason="too_large")


def read_limited(path: str | os.PathLike[str], limit: int, noun: str = "file") -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them.

    Refused (``RefusedFile``) before anything is read: a missing file, a folder, a FIFO, a
    device, a socket, a file larger than ``limit``. The file is opened non-blocking and checked
    again after opening (it may have been swapped), and at most ``limit + 1`` bytes are read
    even if it grows meanwhile. ``noun`` names the kind of file in messages ("save file")."""
    try:
        _check(os.stat(path), limit, noun)
        fd = os.open(
            path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
        )
    except FileNotFoundError:
        raise RefusedFile("no such file", missing=True) from None
    except (OSError, ValueError) as e:  # ValueError: a NUL in the name
        raise RefusedFile(
            f"cannot read: {getattr(e, 'strerror', None) or 'not a usable file name'}", errno=getattr(e, "errno", None)
        ) from None
    try:
        _check(os.fstat(fd), limit, noun)
        chunks: list[bytes] = []
        total = 0
        while total <= limit:
            chunk = os.read(fd, min(_CHUNK, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:
            raise RefusedFile(f"is larger than {size_text(limit)}, the most a {noun} may be", reason="too_large")
        return b"".join(chunks)
    except OSError as e:
        raise RefusedFile(f"cannot read: {e.strerror or type(e).__name__}", errno=e.errno) from None
    finally:
        os.close(fd)


# -- YAML -------------------------------------------------------------------------------------
_INT_TAG = "tag:yaml.org,2002:int"
_MERGE_TAG = "tag:yaml.org,2002:merge"


class _Mark(Protocol):
    """Where in the text an event or node starts: PyYAML's ``Mark`` or libyaml's (0-based line)."""

    @property
    def line(self) -> int: ...


class _Limits(yaml.composer.Composer, yaml.constructor.SafeConstructor):
    """The safe loader's composer and constructor, bounding depth and alias expansion while
    composing, refusing duplicate keys and never converting overlong integers. Mixed with
    PyYAML's parser (``_PyLoader``) or libyaml's, which is much faster (``_CLoader``).
    Configured per file by ``load_yaml``."""

    duplicate = "duplicate key {key}"
    allow_cycles = False
    refuse_long_ints = True
    max_nodes = MAX_YAML_NODES
    max_depth = MAX_DEPTH

    if TYPE_CHECKING:  # given by the parser mixed in with this class (PyYAML's or libyaml's)

        def peek_event(self) -> yaml.Event: ...

    def _setup(self) -> None:
        self._path: list[str] = []  # labels of the nodes being composed
        self._heights: list[int] = []  # deepest child height of each open node
        self._done: dict[str, tuple[int, int]] = {}  # anchor -> (expanded size, height); one document
        self._count = 0  # nodes so far, aliases expanded
        self._aliases = False

    def _refuse(self, what: str, mark: _Mark | None) -> UnsafeInput:
        return UnsafeInput(path_text(self._path), what, mark.line + 1 if mark is not None else None)

    def _add(self, n: int, mark: _Mark | None) -> None:
        self._count += n
        if self._count > self.max_nodes:
            how = " after expanding aliases" if self._aliases else ""
            raise self._refuse(f"YAML syntax error: more than {self.max_nodes} entries{how}", mark)

    # ``index`` is the position in a sequence, the key node in a mapping, or None for a key or
    # the root (the stubs say only ``int``)
    def compose_node(self, parent: yaml.Node | None, index: int | yaml.Node | None) -> yaml.Node | None:
        if isinstance(index, int):
            self._path.append(f"[{index}]")
        elif isinstance(index, yaml.ScalarNode):
            self._path.append(key_label(str(index.value)))
        else:
            self._path.append("")  # a key, or the root
        try:
            return self._compose(parent, index)
        finally:
            self._path.pop()

    def _compose(self, parent: yaml.Node | None, index: int | yaml.Node | None) -> yaml.Node | None:
        event = self.peek_event()
        if isinstance(event, yaml.AliasEvent):
            self._aliases = True
            name = event.anchor or ""  # an alias always names its anchor (the stubs allow None)
            done = self._done.get(name)
            if done is None and name in self.anchors:  # refers to a node still open
                merge = isinstance(index, yaml.ScalarNode) and index.tag == _MERGE_TAG
                if not self.allow_cycles or merge:
                    raise self._refuse(
                        f"YAML syntax error: alias *{clean_text(name)} refers to an entry that contains it",
                        event.start_mark,
                    )
                done = (1, 0)
            size, height = done or (1, 0)
            self._add(size, event.start_mark)
            self._check_depth(len(self._heights) + height, event.start_mark)
            if self._heights:
                self._heights[-1] = max(self._heights[-1], height)
            return super().compose_node(parent, index)  # type: ignore[arg-type]  # stubs: index is int only
        self._check_depth(len(self._heights) + 1, event.start_mark)
        anchor = getattr(event, "anchor", None)
        before = self._count
        self._add(1, event.start_mark)
        self._heights.append(0)
        try:
            node = super().compose_node(parent, index)  # type: ignore[arg-type]  # stubs: index is int only
        finally:
            height = self._heights.pop() + 1
        if self._heights:
            self._heights[-1] = max(self._heights[-1], height)
        if anchor is not None:
            self._done[anchor] = (self._count - before, height)
        if (
            self.refuse_long_ints
            and isinstance(node, yaml.ScalarNode)
            and node.tag == _INT_TAG
            and int_digits(node.value) > MAX_INT_DIGITS
        ):
            raise self._refuse(too_long("the number", int_digits(node.value)), node.start_mark)
        return node

    def _check_depth(self, depth: int, mark: _Mark | None) -> None:
        if depth > self.max_depth:
            raise self._refuse(f"YAML syntax error: nested more than {self.max_depth} levels deep", mark)

    # a LongInt where the stubs say int: an integer too long to convert is kept as its digits
    def construct_yaml_int(self, node: yaml.ScalarNode) -> int | LongInt:  # type: ignore[override]
        if int_digits(str(node.value)) > MAX_INT_DIGITS:
            return LongInt(str(node.value))
        return super().construct_yaml_int(node)

    def construct_strict_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen: set[Any] = set()
        for key_node, _ in node.value:
            if isinstance(key_node, yaml.ScalarNode):
                key = self.construct_object(key_node, deep=deep)
                try:
                    duplicate = key in seen
                    seen.add(key)
                except TypeError:
                    duplicate = False
                if duplicate:
                    raise yaml.constructor.ConstructorError(
                        None, None, self.duplicate.format(key=short_repr(key)), key_node.start_mark
                    )
        return super().construct_mapping(node, deep=deep)


class _PyLoader(_Limits, yaml.SafeLoader):
    """The limits on PyYAML's own (pure Python) reader, scanner and parser."""

    def __init__(self, stream: str):
        yaml.SafeLoader.__init__(self, stream)
        self._setup()


try:
    from yaml._yaml import CParser

    class _CLoader(_Limits, CParser, yaml.resolver.Resolver):
        """The limits on libyaml's parser (its events, composed by ``_Limits``)."""

        def __init__(self, stream: str):
            CParser.__init__(self, stream)
            yaml.constructor.SafeConstructor.__init__(self)
            yaml.resolver.Resolver.__init__(self)
            yaml.composer.Composer.__init__(self)
            self._setup()

    _LOADERS: tuple[Any, ...] = (_CLoader, _PyLoader)  # the first is used
except ImportError:  # PyYAML built without libyaml
    _LOADERS = (_PyLoader,)
for _cls in _LOADERS:
    _cls.add_constructor(_INT_TAG, _Limits.construct_yaml_int)
    _cls.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _Limits.construct_strict_mapping)


def load_yaml(
    text: str, *, duplicate: str = "duplicate key {key}", allow_cycles: bool = False, refuse_long_ints: bool = True
) -> Any:
    """Parse one YAML document with the safe loader and the limits of this module.

    ``duplicate`` words the error for a repeated key (``{key}`` is its repr). ``allow_cycles``
    accepts an alias inside the entry it names (the data then contains itself). With
    ``refuse_long_ints`` an integer of more than ``MAX_INT_DIGITS`` digits is an error naming
    its entry; without, it is kept as a ``LongInt``. Raises ``yaml.YAMLError`` for a syntax
    error and ``UnsafeInput`` for a limit."""
    for i, kind in enumerate(_LOADERS):
        loader = kind(text)
        loader.duplicate, loader.allow_cycles, loader.refuse_long_ints = duplicate, allow_cycles, refuse_long_ints
        try:
            return loader.get_single_data()
        except yaml.YAMLError as e:
            # libyaml (PyYAML 6.0.4 on) stops at its own nesting limit while scanning ahead, before
            # our depth check can name the entry: the pure-Python loader says it as usual
            if "nesting depth" not in str(e) or i + 1 == len(_LOADERS):
                raise
        finally:
            loader.dispose()
    raise AssertionError("unreachable: the last loader raises or returns")
