# MISTAKE: Off-by-one: uses t <= lengths[b] instead of t < lengths[b], so the first padding slot of every sentence (and slot 0 of an empty sentence) is marked as a real token.
# MISTAKE: Returns an int 0/1 array (np.zeros(..., dtype=int)) instead of dtype bool.
import numpy as np


def padding_mask(lengths, max_len):
    lengths = list(lengths)
    mask = np.zeros((len(lengths), max_len), dtype=int)
    for b, n in enumerate(lengths):
        mask[b, : n + 1] = 1
    return mask
