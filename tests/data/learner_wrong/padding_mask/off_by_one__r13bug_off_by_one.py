# URL: https://github.com/ajhalthor/Transformer-Neural-Network/issues/15
# Bug: padding starts at length+1 (np.arange(length + 1, max_len)), so position t == length is wrongly marked as a real token.
import numpy as np


def padding_mask(lengths, max_len):
    lengths = list(lengths)
    mask = np.ones((len(lengths), max_len), dtype=bool)
    for b, n in enumerate(lengths):
        pad = np.arange(int(n) + 1, max_len)
        mask[b, pad] = False
    return mask
