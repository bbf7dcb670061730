# SOURCE: https://github.com/NVIDIA-NeMo/Speech/pull/2648
# MISTAKE: Multiplies the lengths by max_len before comparing (as if they were relative lengths in [0, 1]); with absolute integer lengths, arange(max_len) < lengths * max_len is True for every position of every non-empty sequence, so padding is never masked.
import numpy as np


def padding_mask(lengths, max_len):
    lens = np.asarray(lengths)
    lens_mat = np.arange(max_len)
    lens = lens * max_len
    mask = lens_mat[:max_len][None, :] < lens[:, None]
    return mask.astype(bool)
