import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.array(lengths, dtype=np.int64).reshape(-1, 1)
    count = np.ones((lengths.shape[0], max_len), dtype=np.int64).cumsum(axis=1)  # 1..max_len
    return count <= lengths
