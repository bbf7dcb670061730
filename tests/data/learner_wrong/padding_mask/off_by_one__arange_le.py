import numpy as np

# t <= L instead of t < L
def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    return np.arange(max_len)[None, :] <= lengths[:, None]
