# MISTAKE: marks the LAST lengths[b] positions as real (left padding) instead of the first
# lengths[b] (the batch is right-padded).
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    mask = np.zeros((len(lengths), max_len), dtype=bool)
    for b, L in enumerate(lengths):
        mask[b, max_len - int(L):] = True
    return mask
