# MISTAKE: (1) left padding: the real tokens are put at the END of each row instead of the start; (2) returns an int (0/1) array instead of bool.
import numpy as np

def padding_mask(lengths, max_len):
    L = np.asarray(lengths)
    pos = np.arange(max_len)
    return (pos[None, :] >= (max_len - L)[:, None]).astype(np.int64)
