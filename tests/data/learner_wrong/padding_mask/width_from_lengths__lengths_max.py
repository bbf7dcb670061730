import numpy as np

# uses max(lengths) instead of the max_len argument
def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    n = int(lengths.max()) if lengths.size else max_len
    return np.arange(n)[None, :] < lengths[:, None]
