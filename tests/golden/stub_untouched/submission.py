import numpy as np


def softmax(x, axis=-1):
    """Numerically stable softmax of ``x`` along ``axis``."""
    raise NotImplementedError
