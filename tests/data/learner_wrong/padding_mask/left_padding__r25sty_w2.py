# MISTAKE: builds a LEFT-padded mask (real tokens at the end of each row, via the reversed columns) instead of the right padding where the real tokens come first.
import numpy as np


class PaddingMask:
    def __init__(self, lengths, max_len):
        self._lengths = np.asarray(lengths, dtype=np.int64).reshape(-1)
        self._max_len = int(max_len)

    def getBatchSize(self):
        return self._lengths.shape[0]

    def getMaxLen(self):
        return self._max_len

    def getPositions(self):
        # distance of each slot from the end of the buffer
        return np.arange(self.getMaxLen())[::-1][None, :]

    def toArray(self):
        return self.getPositions() < self._lengths[:, None]


def padding_mask(lengths, max_len):
    return PaddingMask(lengths, max_len).toArray()
