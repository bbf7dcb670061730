"""The parent's side of the wire: read frames from an untrusted child, with caps and a deadline.

Nothing that comes from the child is unpickled. Each ``.npy`` header is parsed and checked
(dtype kind, shape, byte count) *before* any array is built, so a forged header claiming
terabytes is refused without allocating.
"""

from __future__ import annotations

import json
import os
import select
import struct
import time
from dataclasses import dataclass

import numpy as np

from .child import MAX_HEADER, NpyError, NpyTooLarge, encode_frame, npy_bytes, npy_load  # noqa: F401

ALLOWED_KINDS = "biuf"  # bool, int, uint, float: what a result array may be


class ChannelError(Exception):
    """The child sent something that is not a well-formed frame."""


class OutputTooLarge(ChannelError):
    """The child tried to send more than the output cap."""


class ChannelTimeout(Exception):
    """No complete frame before the deadline."""


class ChannelClosed(ChannelError):
    """The child closed its end (it exited or crashed)."""


def decode_npy(data: bytes, max_bytes: int) -> np.ndarray:
    """Decode ``.npy`` bytes from an untrusted source.

    The header must follow numpy's exact grammar and name a bool, int or float dtype; its shape is
    checked against ``max_bytes`` before anything is allocated (a forged header claiming terabytes
    is refused), and the body must have exactly the bytes the header announces. Never unpickles.

    Raises:
        OutputTooLarge: more bytes than ``max_bytes``.
        ChannelError: bad magic, bad header, object/structured/string dtype, or a byte count that does
            not match the header's shape and dtype.
    """
    if len(data) > max_bytes + 4096:
        raise OutputTooLarge(f"array of {len(data)} bytes exceeds the cap of {max_bytes}")
    try:
        return npy_load(data, max_bytes)
    except NpyTooLarge as exc:
        raise OutputTooLarge(str(exc)) from None
    except NpyError as exc:
        raise ChannelError(str(exc)) from None


@dataclass
class FrameReader:
    """Incremental, non-blocking reader of frames from one fd, with byte caps."""

    fd: int
    max_bytes: int
    buf: bytearray = None  # type: ignore[assignment]

    def __post_init__(self) -> None:
        self.buf = bytearray()
        self._header = None  # (parsed header, frame size, blob offset, blob sizes) of the frame at the front
        os.set_blocking(self.fd, False)

    def _frame_size(self) -> int | None:
        if self._header is not None:
            return self._header[1]
        if len(self.buf) < 4:
            return None
        (n,) = struct.unpack(">I", self.buf[:4])
        if n > MAX_HEADER:
            raise ChannelError(f"frame header of {n} bytes is too large")
        if len(self.buf) < 4 + n:
            return None
        try:
            header = json.loads(bytes(self.buf[4: 4 + n]))
            if not isinstance(header, dict):
                raise ValueError("not an object")
            sizes = [int(s) for s in header.get("blobs", [])]
        except Exception as exc:
            raise ChannelError(f"frame header is not a JSON object: {exc}") from None
        if any(s < 0 for s in sizes) or sum(sizes) > self.max_bytes + 4096 * max(1, len(sizes)):
            raise OutputTooLarge(f"the result is {sum(sizes)} bytes, over the cap of {self.max_bytes}")
        self._header = (header, 4 + n + sum(sizes), 4 + n, sizes)
        return self._header[1]

    def _pop(self, size: int) -> tuple[dict, list[bytes]]:
        header, _size, pos, sizes = self._header
        self._header = None
        blobs = []
        for s in sizes:
            blobs.append(bytes(self.buf[pos: pos + s]))
            pos += s
        del self.buf[:size]
        return header, blobs

    def read(self, deadline: float, on_idle=None, spin_s: float = 0.0) -> tuple[dict, list[bytes]]:
        """Return the next frame; ``on_idle`` is called between waits (to drain stdout, say).

        ``spin_s``: keep polling that long before sleeping (measured here: no gain on two busy cores,
        so off by default). ``poll``, not ``select``: a long-running server's fds can exceed 1023.
        """
        poller = None
        spin_until = time.monotonic() + spin_s
        while True:
            size = self._frame_size()
            if size is not None and len(self.buf) >= size:
                return self._pop(size)
            try:
                chunk = os.read(self.fd, 1 << 20)
            except BlockingIOError:
                chunk = None
            except OSError as exc:
                raise ChannelClosed(f"the result channel failed: {exc}") from None
            if chunk == b"":
                raise ChannelClosed("the submission's process closed the result channel")
            if chunk:
                self.buf += chunk
                if len(self.buf) > self.max_bytes + MAX_HEADER + (1 << 20):
                    raise OutputTooLarge(f"more than {self.max_bytes} bytes of results")
                continue
            now = time.monotonic()
            if now < spin_until:
                continue
            remaining = deadline - now
            if remaining <= 0:
                raise ChannelTimeout()
            if poller is None:
                poller = select.poll()
                poller.register(self.fd, select.POLLIN | select.POLLPRI)
            poller.poll(max(1, int(min(remaining, 0.05) * 1000)))
            if on_idle is not None:
                on_idle()
