import numpy as np


def padding_mask(lengths, max_len):
    lengths = list(np.asarray(lengths).reshape(-1))
    out = np.zeros((len(lengths), max_len), dtype=bool)
    for b, L in enumerate(lengths):
        out[b, :int(L)] = True
    return out
