# MISTAKE: `lengths` is indexed as lengths[:, None] without converting it to an array first, so a plain Python list of lengths (which the spec allows) raises TypeError.
import numpy as np


def _mask_builder(max_len):
    positions = np.arange(max_len)[None, :]

    def build(lengths):
        return positions < lengths[:, None]

    return build


def padding_mask(lengths, max_len):
    return _mask_builder(max_len)(lengths)
