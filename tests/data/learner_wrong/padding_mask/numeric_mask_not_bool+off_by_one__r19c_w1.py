# MISTAKE: (1) off by one: uses t <= length, so one padding position per row is marked real; (2) returns integers (astype(int)) instead of bool.
import numpy as np

def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    pos = np.arange(max_len)
    return (pos[None, :] <= lengths[:, None]).astype(int)
