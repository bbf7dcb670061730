# MISTAKE: (1) off by one: uses t <= length, so one padding position per row is marked real; (2) returns uint8 0/1 instead of bool.
import numpy as np


def padding_mask(lengths, max_len):
    out = np.zeros((len(lengths), max_len), dtype=np.uint8)
    for b, L in enumerate(lengths):
        for t in range(max_len):
            if t <= L:
                out[b, t] = 1
    return out
