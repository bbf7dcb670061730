# MISTAKE: Off by one: uses t <= length, so the first padding position of every row is marked as a real token (and length 0 gives one True).
# MISTAKE: Returns an int 0/1 array (.astype(int)) instead of dtype bool.
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.array(lengths)
    positions = np.arange(max_len)
    return (positions[None, :] <= lengths[:, None]).astype(int)
