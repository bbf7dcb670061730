# MISTAKE: off by one: position t counts as real when t <= lengths[b] (should be t < lengths[b]),
# so every row gets one extra True (a length-0 row gets True at t=0).
import numpy as np


def padding_mask(lengths, max_len):
    lens = [int(v) for v in lengths]
    out = np.zeros((len(lens), max_len), dtype=bool)
    for b, n in enumerate(lens):
        for t in range(max_len):
            if t <= n:
                out[b, t] = True
    return out
