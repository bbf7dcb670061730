import numpy as np

# left padding: real tokens at the end
def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    return np.arange(max_len)[None, :] >= (max_len - lengths)[:, None]
