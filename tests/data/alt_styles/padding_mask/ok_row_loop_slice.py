"""Correct: a loop over rows, each sliced to its length."""
import numpy as np

def padding_mask(lengths, max_len):
    out = np.zeros((len(lengths), max_len), dtype=bool)
    for b, n in enumerate(lengths):
        out[b, :n] = True
    return out
