# mistake: subtracts 1 from lengths in place (asarray does not copy an int ndarray): modifies the input; values right
import numpy as np


def padding_mask(lengths, max_len):
    last = np.asarray(lengths)
    last -= 1  # index of the last real token
    return np.arange(max_len)[None, :] <= last[:, None]
