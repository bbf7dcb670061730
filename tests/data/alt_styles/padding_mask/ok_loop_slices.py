import numpy as np


def padding_mask(lengths, max_len):
    lens = [int(n) for n in lengths]
    out = np.zeros((len(lens), max_len), dtype=bool)
    for b, n in enumerate(lens):
        out[b, :n] = True
    return out
