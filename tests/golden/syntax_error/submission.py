import numpy as np


def softmax(x, axis=-1)
    return x
