# MISTAKE: off by one -- uses t <= lengths[b] instead of t < lengths[b], so one padding position per row (when length < max_len) is marked real, and length 0 gives a True at position 0.
import numpy as np


def padding_mask(lengths, max_len):
    out = np.zeros((len(lengths), max_len), dtype=bool)
    for b, n in enumerate(lengths):
        for t in range(max_len):
            out[b, t] = t <= n
    return out
