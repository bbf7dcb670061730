# MISTAKE: Clears the padding with mask[i, -(max_len - L):] = False; when L == max_len the slice becomes mask[i, 0:] and a full-length sequence is wrongly marked all False.
import numpy as np


def padding_mask(lengths, max_len):
    lengths = list(lengths)
    mask = np.ones((len(lengths), max_len), dtype=bool)
    for i, L in enumerate(lengths):
        mask[i, -(max_len - int(L)):] = False  # the last max_len - L positions are padding
    return mask
