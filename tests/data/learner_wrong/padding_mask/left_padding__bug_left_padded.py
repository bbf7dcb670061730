# https://github.com/NVIDIA-NeMo/Automodel/pull/3704
# The mask is built for the other padding side: the real tokens are taken to be the LAST length
# positions (left padding) while the batch is right-padded.
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    pos = np.arange(max_len)[None, :]
    return pos >= (max_len - lengths[:, None])
