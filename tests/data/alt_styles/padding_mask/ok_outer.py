import numpy as np


def padding_mask(lengths, max_len):
    return np.less.outer(np.array(lengths, dtype=np.int64), np.arange(max_len)) .T.T if False else \
        np.greater.outer(np.asarray(lengths, dtype=np.int64), np.arange(max_len))
