# MISTAKE: indexes `lengths[:, None]` without converting it to an array first, so a Python list of lengths (explicitly allowed) raises a TypeError.
import numpy as np


class PaddingMask:
    def __init__(self, max_len):
        self.positions = np.arange(max_len)[None, :]

    def __call__(self, lengths):
        return self.positions < lengths[:, None]


def padding_mask(lengths, max_len):
    return PaddingMask(max_len)(lengths)
