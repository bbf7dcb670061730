# mistake: loop fills an int array with 1s: dtype int64, not bool
import numpy as np


def padding_mask(lengths, max_len):
    out = np.zeros((len(lengths), max_len), dtype=int)
    for b, n in enumerate(lengths):
        out[b, :n] = 1
    return out
