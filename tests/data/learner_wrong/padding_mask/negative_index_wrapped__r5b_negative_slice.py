# mistake: marks the padding with a negative slice mask[b, -(max_len - L):]; for a full row -0 == 0 hides the whole row
import numpy as np


def padding_mask(lengths, max_len):
    lengths = [int(n) for n in lengths]
    mask = np.ones((len(lengths), max_len), dtype=bool)
    for b, n in enumerate(lengths):
        mask[b, -(max_len - n):] = False
    return mask
