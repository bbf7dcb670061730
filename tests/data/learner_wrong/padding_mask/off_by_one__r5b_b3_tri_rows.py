# mistake: picks row L of np.tri(max_len): row L is True for t <= L (one too many), and L = max_len is out of range
import numpy as np


def padding_mask(lengths, max_len):
    return np.tri(max_len, dtype=bool)[np.asarray(lengths)]
