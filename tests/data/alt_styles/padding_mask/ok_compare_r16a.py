import numpy as np

def padding_mask(lengths, max_len):
    L = np.asarray(lengths).reshape(-1, 1)
    return np.arange(max_len)[None, :] < L
