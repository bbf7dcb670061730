"""Case generators for padding_mask: inputs the declarative specs cannot express.

A plain Python list of lengths (the signature accepts one), an int32 array, random lengths that
always include 0 and max_len.
"""

import numpy as np


def lengths_as_list(rng):
    """A plain Python list with an empty sequence and a full one."""
    return {"lengths": [2, 6, 0, 6, 3], "max_len": 6}


def lengths_as_int32(rng):
    """An int32 array (what a tokenizer often returns), not int64."""
    return {"lengths": np.array([3, 1, 4, 0], dtype=np.int32), "max_len": 4}


def random_lengths(rng):
    """A larger batch of random lengths; 0 and max_len always occur."""
    max_len = 9
    lengths = rng.integers(0, max_len + 1, size=12)
    lengths[2] = 0
    lengths[7] = max_len
    return {"lengths": lengths.astype(np.int64), "max_len": max_len}
