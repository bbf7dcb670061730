# MISTAKE: it uses <= instead of <, so one padding position right after each sentence is marked as a real token (and a length-0 row gets a True).
# MISTAKE: the result is converted with astype(int), returning 0/1 integers instead of booleans.
import numpy as np


def padding_mask(lengths, max_len):
    lens = np.array(lengths)
    positions = np.arange(max_len)
    return (positions[np.newaxis, :] <= lens[:, np.newaxis]).astype(int)
