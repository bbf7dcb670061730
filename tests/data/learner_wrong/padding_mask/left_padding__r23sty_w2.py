# MISTAKE: Builds a LEFT-padding mask (the real tokens are the last `length` positions, t >= max_len - length) instead of right padding, where the real tokens come first.
import numpy as np


class PaddedBatch:
    def __init__(self, lengths, max_len):
        self.lengths = np.asarray(lengths, dtype=np.int64)
        self.max_len = max_len

    def positions(self):
        return np.arange(self.max_len)

    def mask(self):
        start = self.max_len - self.lengths          # where the sentence begins
        return self.positions()[None, :] >= start[:, None]


def padding_mask(lengths, max_len):
    return PaddedBatch(lengths, max_len).mask()
