# MISTAKE: the padding slice mask[b, L - max_len:] becomes mask[b, 0:] when L == max_len, so a full-length sequence gets an all-False row.
import numpy as np


def padding_mask(lengths, max_len):
    lengths = list(np.asarray(lengths).tolist())
    mask = np.ones((len(lengths), max_len), dtype=bool)
    for b, L in enumerate(lengths):
        mask[b, L - max_len:] = False
    return mask
