# two mistakes: <= instead of < and an int 0/1 result
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    out = np.zeros((lengths.shape[0], max_len), dtype=np.int32)
    for b in range(lengths.shape[0]):
        out[b, : lengths[b] + 1] = 1
    return out
